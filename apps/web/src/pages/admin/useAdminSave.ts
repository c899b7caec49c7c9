/**
 * The back office's saves, shared by every list page: a save refreshes the lists it
 * changed, says so in a green notification, and a refusal shows the server's message (in the form,
 * or in a red notification for a row's own button).
 */
import { notifications } from "@mantine/notifications";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { CONFIG_MSG, MSG } from "@waroeng/domain";
import { useState } from "react";

/** The text of a refusal: the server's message, or the catalogue's general one. */
export const errorText = (e: unknown): string => (e instanceof Error ? e.message : typeof e === "string" ? e : MSG.SOME_ERROR);

/** A refusal as a red notification (for buttons outside a form). */
export const notifyFailed = (e: unknown) => notifications.show({ message: errorText(e), color: "red" });

/** Returns `(message) => Promise`: refreshes every list in `keys`, then shows `message` in green. */
export function useRefresh(keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return async (message: string) => {
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    notifications.show({ message, color: "green" });
  };
}

/**
 * A TanStack mutation running `save(arg)`; on success it refreshes `keys`, shows `message` (a text,
 * or one made from the reply; default Tersimpan) and calls `done`. A refusal stays in
 * `mutation.error` for the form (SaveError), or is also notified in red with `notifyError`.
 */
export function useAdminSave<A, R = unknown>(opts: {
  keys: QueryKey[];
  save: (arg: A) => Promise<R>;
  message?: string | ((reply: R) => string);
  done?: () => void;
  notifyError?: boolean;
}) {
  const refresh = useRefresh(opts.keys);
  return useMutation({
    mutationFn: opts.save,
    onSuccess: async (reply) => {
      const { message = CONFIG_MSG.SAVED } = opts;
      await refresh(typeof message === "function" ? message(reply) : message);
      opts.done?.();
    },
    onError: opts.notifyError ? notifyFailed : undefined,
  });
}

/**
 * A list's create/edit dialog state: `draft` (null = closed), `open(d)` (clears the last refusal),
 * `close()`, `patch(partial)` for a field's onChange, and `mutation`, which saves the draft with
 * `save`, refreshes `key` and closes the dialog.
 */
export function useDraft<D>(key: QueryKey, save: (draft: D) => Promise<unknown>) {
  const [draft, setDraft] = useState<D | null>(null);
  const close = () => setDraft(null);
  const mutation = useAdminSave({ keys: [key], save, done: close });
  return {
    draft,
    mutation,
    close,
    open: (d: D) => {
      mutation.reset();
      setDraft(d);
    },
    patch: (p: Partial<D>) => setDraft((d) => (d === null ? d : { ...d, ...p })),
  };
}

/** What `useDraft` returns. */
export type DraftEditor<D> = ReturnType<typeof useDraft<D>>;
