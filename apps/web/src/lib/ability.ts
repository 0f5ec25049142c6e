import { createContext } from 'react';
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { createContextualCan, useAbility } from '@casl/react';
import { DEFAULT_ABILITY, type AbilityRule, type Action, type Subject } from '@planilla/contracts';

/** What the signed-in user may do: the CASL rules of `userData.ability` (contracts `abilities.ts`). */
export type AppAbility = MongoAbility<[Action, Subject]>;

/** With no rules stored the user may only read their own session (specification section 6). */
export const buildAbility = (rules: readonly AbilityRule[] | undefined): AppAbility =>
  createMongoAbility<[Action, Subject]>(rules && rules.length > 0 ? [...rules] : [...DEFAULT_ABILITY]);

export const AbilityContext = createContext<AppAbility>(buildAbility(undefined));

export const Can = createContextualCan(AbilityContext.Consumer);

export const useAppAbility = (): AppAbility => useAbility(AbilityContext);
