import { create } from 'zustand';

/** One captured error (B-M4), as the error-log dialog lists it (B-F15). */
export interface ErrorLogEntry {
  /** Unique within the session: two identical errors are still two rows. */
  id: number;
  message: string;
  stack: string;
  /** The component it came from, or where a window listener caught it. */
  component: string;
  /** What was running: `render`, an uncaught error, an unhandled rejection. */
  info: string;
  /** `location.href` when it happened. */
  url: string;
  /** Epoch milliseconds. */
  time: number;
}

export interface ErrorLogState {
  logs: ErrorLogEntry[];
  add(entry: Omit<ErrorLogEntry, 'id'>): void;
  /** B-F16: empties the log, so the navbar button disappears. */
  clear(): void;
}

let lastId = 0;

/** The session's captured errors, oldest first; in memory only, gone on reload. */
export const useErrorLogStore = create<ErrorLogState>()((set) => ({
  logs: [],
  add: (entry) => set((state) => ({ logs: [...state.logs, { ...entry, id: ++lastId }] })),
  clear: () => set({ logs: [] }),
}));
