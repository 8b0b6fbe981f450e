// A user's departments and the current one: chosen at login (selectDepart), else the main one, else the first.
import { Type } from '@sinclair/typebox';
import type { EntityManager } from '../db/database.ts';
import { userDeparts, type Depart } from './store/orgs.ts';

export const DepartSchema = Type.Object({
  id: Type.String(), orgName: Type.String(), orgCode: Type.String(), orgType: Type.String(), isMain: Type.Boolean(), isCurrent: Type.Boolean(),
});

export function pickCurrent(departs: readonly Depart[]): Depart | undefined {
  return departs.find((d) => d.isCurrent) ?? departs.find((d) => d.isMain) ?? departs[0];
}

export async function currentDepart(em: EntityManager, userId: string): Promise<Depart | undefined> {
  return pickCurrent(await userDeparts(em, userId));
}
