import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/**
 * The progress bar is its own chunk, loaded with the first navigation: the first screen (sign-in) never
 * navigates before it paints, so its JavaScript does not carry it.
 */
const NavigationProgress = lazy(async () => ({
  default: (await import('./navigation-progress')).NavigationProgress,
}));

/** The top of every screen: a thin progress bar while the next screen loads. */
export const RootRoute = () => {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <Suspense fallback={null}>
          <NavigationProgress />
        </Suspense>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
};
