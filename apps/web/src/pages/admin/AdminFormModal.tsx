/**
 * The back office's create/edit dialog: a Mantine modal holding a form whose submit runs
 * `onSubmit`, the page's own fields (`children`), the server's refusal (SaveError) and Batal /
 * Simpan (44 px). `SaveFormModal` is the same saving its fields with one call; `DraftModal` the
 * same for a `useDraft` editor (open while it has a draft).
 */
import { Button, Group, Modal, type ModalProps, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { CONFIG_MSG } from "@waroeng/domain";
import type { ReactNode } from "react";
import { SaveError } from "./common.tsx";
import type { DraftEditor } from "./useAdminSave.ts";

export interface AdminFormModalProps {
  /** Shown (default true: the page mounts the dialog only while it is open). */
  opened?: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Runs on Simpan or Enter (the form's default is prevented). */
  onSubmit: () => void;
  /** The last refusal (an Error or a text), shown above the buttons. */
  error?: unknown;
  errorTestId?: string;
  saving: boolean;
  saveTestId: string;
  saveDisabled?: boolean;
  size?: ModalProps["size"];
  /** Centred (default true). */
  centered?: boolean;
  testId?: string;
  children: ReactNode;
}

export function AdminFormModal(p: AdminFormModalProps) {
  return (
    <Modal opened={p.opened ?? true} onClose={p.onClose} title={p.title} centered={p.centered ?? true} size={p.size} data-testid={p.testId}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          p.onSubmit();
        }}
      >
        <Stack gap="sm">
          {p.children}
          <SaveError error={p.error} testId={p.errorTestId} />
          <Group justify="flex-end">
            <Button variant="default" onClick={p.onClose} h={44}>
              {CONFIG_MSG.CANCEL}
            </Button>
            <Button type="submit" loading={p.saving} disabled={p.saveDisabled} h={44} data-testid={p.saveTestId}>
              {CONFIG_MSG.SAVE}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A form dialog whose Simpan runs `save()` (a TanStack mutation: Simpan spins meanwhile, a refusal
 * shows above the buttons) and, once it went through, calls `onSaved(savedMessage)`.
 */
export function SaveFormModal({
  save,
  savedMessage,
  onSaved,
  ...modal
}: Omit<AdminFormModalProps, "onSubmit" | "error" | "saving"> & {
  save: () => Promise<unknown>;
  savedMessage: string;
  onSaved: (message: string) => void;
}) {
  const mutation = useMutation({ mutationFn: save, onSuccess: () => onSaved(savedMessage) });
  return <AdminFormModal {...modal} onSubmit={() => mutation.mutate()} error={mutation.error} saving={mutation.isPending} />;
}

/**
 * The dialog of a `useDraft` editor: open while `editor.draft` is set, saving it on submit;
 * `children(draft)` renders the fields; the refusal and Simpan carry `<testPrefix>-error` /
 * `<testPrefix>-save`; `saveDisabled(draft)` holds Simpan back (e.g. an empty amount).
 */
export function DraftModal<D>(p: {
  editor: DraftEditor<D>;
  title: string;
  testPrefix: string;
  saveDisabled?: (draft: D) => boolean;
  children: (draft: D) => ReactNode;
}) {
  const { draft, mutation, close } = p.editor;
  return (
    <AdminFormModal
      opened={draft !== null}
      title={p.title}
      onClose={close}
      onSubmit={() => draft !== null && mutation.mutate(draft)}
      error={mutation.error}
      errorTestId={`${p.testPrefix}-error`}
      saving={mutation.isPending}
      saveTestId={`${p.testPrefix}-save`}
      saveDisabled={draft !== null && (p.saveDisabled?.(draft) ?? false)}
    >
      {draft !== null && p.children(draft)}
    </AdminFormModal>
  );
}
