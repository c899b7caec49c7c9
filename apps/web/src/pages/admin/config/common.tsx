/**
 * Pieces shared by the back office's configuration pages (issue 14): the page header with its Tambah
 * button, the refusal shown in a form, the Aktif badge, and a save mutation that refreshes the list
 * and says Tersimpan.
 */
import { Alert, Badge, Button, Group, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { CONFIG_MSG, MSG } from "@waroeng/domain";

/** Title and (optionally) the Tambah button. */
export function ConfigHeader({ title, onAdd, addTestId }: { title: string; onAdd?: () => void; addTestId?: string }) {
  return (
    <Group justify="space-between">
      <Title order={2}>{title}</Title>
      {onAdd && (
        <Button onClick={onAdd} data-testid={addTestId}>
          {CONFIG_MSG.ADD}
        </Button>
      )}
    </Group>
  );
}

/** The server's refusal of a save, in the form. */
export function SaveError({ error, testId }: { error: unknown; testId: string }) {
  if (!error) {
    return null;
  }
  return (
    <Alert color="red" data-testid={testId}>
      {error instanceof Error ? error.message : MSG.SOME_ERROR}
    </Alert>
  );
}

/** Aktif / Nonaktif. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? "green" : "gray"} variant="light">
      {active ? CONFIG_MSG.FIELD_ACTIVE : CONFIG_MSG.VOUCHER_STATE.nonaktif}
    </Badge>
  );
}

/** A save that refreshes `key`'s list, says Tersimpan and calls `done`. */
export function useConfigSave<A>(key: QueryKey, save: (arg: A) => Promise<unknown>, done?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      notifications.show({ message: CONFIG_MSG.SAVED, color: "green" });
      done?.();
    },
  });
}
