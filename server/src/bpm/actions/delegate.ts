// Delegating: a user gives their approvals of chosen processes (or of all) to a bailee for a period — not to
// themselves, not of an unknown process, not overlapping another delegation of theirs for one of those processes.
// Cancelling (the delegator, or an administrator with the permission) gives the unhandled to-do tasks it gave the
// bailee back to the delegator.
import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@yc/engine';
import { BPM_MESSAGES, delegatedKeys, delegationPartiesRefusal, delegationRefusal, delegationState, type DelegationRequest } from '@yc/engine/bpm';
import type { FastifyRequest } from 'fastify';
import { hasPermission } from '../../auth/access.ts';
import type { EntityManager } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../wire/envelope.ts';
import { cancelDelegation, insertDelegation, knownTemplates, lockDelegation, overlapsAnother } from '../store/delegation.ts';
import { userIds } from '../store/people.ts';

/** A delegation as the request asks it. */
export type DelegationAsked = DelegationRequest & { bailee: string };

/** Refuses a request that cannot be a delegation whatever the database holds (before a transaction opens). */
export function checkDelegation(asked: DelegationAsked) {
  const refusal = delegationRefusal(asked, Date.now());
  if (refusal) throw badRequest(refusal);
}

/** Adds the caller's delegation; answers its id and state. */
export async function addDelegation(em: EntityManager, request: FastifyRequest, asked: DelegationAsked) {
  const { userId, username } = request.caller();
  const keys = delegatedKeys(asked);
  const [bailee] = await userIds(em, [asked.bailee]);
  const refusal = delegationPartiesRefusal(userId, bailee!, keys, await knownTemplates(em, bailee === userId ? null : keys));
  if (refusal) throw badRequest(refusal);
  if (await overlapsAnother(em, userId, keys, asked.startTime, asked.endTime)) throw badRequest(BPM_MESSAGES.delegateOverlap);
  const id = randomUUID();
  await insertDelegation(em, { id, delegatorId: userId, baileeId: bailee!, keys, startTime: asked.startTime, endTime: asked.endTime, createdBy: username });
  return { id, state: delegationState(asked, Date.now()) as 'pending' | 'active' };
}

/** Cancels a delegation (its delegator, or an administrator with the permission); answers how many tasks went back. */
export async function cancelDelegationOf(em: EntityManager, request: FastifyRequest, id: string) {
  const { userId, username } = request.caller();
  const delegation = await lockDelegation(em, id);
  if (!delegation) throw notFound();
  if (delegation.delegator_id !== userId && !(await hasPermission(em, userId, PERMISSIONS.bpm.delegate.cancel))) throw forbidden();
  if (delegation.cancelled_at) throw badRequest(BPM_MESSAGES.delegateCancelled);
  return { returned: await cancelDelegation(em, id, username) };
}
