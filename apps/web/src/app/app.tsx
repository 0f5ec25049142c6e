import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { router } from './router';

export const App = () => (
  <AppProvider router={router}>
    <RouterProvider router={router} />
  </AppProvider>
);
