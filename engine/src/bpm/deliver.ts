// Which waiting events a delivery reaches, decided from the events alone. A message or signal arrives for a process
// by the id of the event (or receive task) waiting for it, by its message's name (or id), or by its signal's name (or
// id). A message is for one receiver: the first event waiting for it, in the order the process reports them; a signal
// is broadcast: every event waiting for it. None: the process waits for no such thing ('No transition').

/** A message or signal as a definition declares it: its id, and the name modelers address it by. */
export interface EventReference {
  id: string;
  name?: string;
}

/** What a waiting event (a receive task, a catch or start event) is triggered by. */
export interface EventTrigger {
  message?: EventReference;
  signal?: EventReference;
}

/** A waiting event with what triggers it. */
export interface WaitingEvent extends EventTrigger {
  id: string;
}

/** How a delivery addresses its receivers: exactly one of the three. */
export interface Delivery {
  eventId?: string;
  message?: string;
  signal?: string;
}

const names = (reference: EventReference | undefined, wanted: string) => reference !== undefined && (reference.name === wanted || reference.id === wanted);

/** The ids of the waiting events the delivery reaches, in order; empty when none waits for it. */
export function deliveryTargets(events: readonly WaitingEvent[], { eventId, message, signal }: Delivery): string[] {
  if (eventId !== undefined) return events.some((e) => e.id === eventId) ? [eventId] : [];
  if (message !== undefined) return events.filter((e) => names(e.message, message)).slice(0, 1).map((e) => e.id);
  if (signal !== undefined) return [...new Set(events.filter((e) => names(e.signal, signal)).map((e) => e.id))];
  return [];
}
