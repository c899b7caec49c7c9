/**
 * A modal form's opening and saving (the note forms of the dashboard, /odcr and the delivery
 * pages): the Mantine form is refilled, its errors cleared, each time the modal is opened for
 * something new; its submit runs `onSubmit` once the values pass the form's validation, with `busy`
 * set meanwhile, then resets the form when the save went through or shows the server's field errors.
 */
import type { UseFormReturnType } from "@mantine/form";
import { useEffect, useState } from "react";

/** What a save answers: true or `{ ok: true }` resets the form; `errors` (field → message) show on it. */
export type ModalFormResult = boolean | { ok: boolean; errors?: Partial<Record<string, string>> };

/** Returns `submit` (the form's onSubmit handler) and `busy` (a save is running). */
export function useModalForm<V, O>(
  form: UseFormReturnType<V>,
  opts: {
    /** A new non-null value refills the form with `refill(opening)`; null leaves it as it is. */
    opening: O | null;
    refill: (opening: O) => V;
    onSubmit: (values: V) => Promise<ModalFormResult>;
  },
) {
  const [busy, setBusy] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form per opening only
  useEffect(() => {
    if (opts.opening !== null) {
      form.setValues(opts.refill(opts.opening));
      form.clearErrors();
    }
  }, [opts.opening]);

  const submit = form.onSubmit(async (v) => {
    setBusy(true);
    try {
      const result = await opts.onSubmit(v);
      if (result === true || (typeof result === "object" && result.ok)) {
        form.reset();
      } else if (typeof result === "object" && result.errors) {
        form.setErrors(result.errors);
      }
    } finally {
      setBusy(false);
    }
  });
  return { submit, busy };
}
