/**
 * Back office · Produksi (issue 14): the outlet's production stations (plot produksi) and production
 * screens (GET /admin/production), each added or renamed in a small name form. What a screen shows
 * is set on the screen's own Plotting.
 */
import { Alert, Button, Card, Group, Modal, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MSG, PEOPLE_MSG, PRODUCTION_NAME_MAX } from "@waroeng/domain";
import { useState } from "react";
import { getProduction, saveScreen, saveStation } from "../../api/adminPeople.ts";

const KEY = ["admin", "production"];
type Editing = { what: "station" | "screen"; id: number | null; name: string } | null;

function NameModal(props: { editing: NonNullable<Editing>; onClose: () => void; onSaved: (message: string) => void }) {
  const { editing } = props;
  const [name, setName] = useState(editing.name);
  const save = useMutation({
    mutationFn: async (): Promise<void> => {
      await (editing.what === "station" ? saveStation(editing.id, name) : saveScreen(editing.id, name));
    },
    onSuccess: () => props.onSaved(editing.what === "station" ? PEOPLE_MSG.STATION_SAVED : PEOPLE_MSG.SCREEN_SAVED),
  });
  const title = editing.what === "station" ? PEOPLE_MSG.STATIONS_TITLE : PEOPLE_MSG.SCREENS_TITLE;
  return (
    <Modal opened onClose={props.onClose} title={editing.id === null ? title : `${PEOPLE_MSG.EDIT} ${editing.name}`} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={PEOPLE_MSG.COL_NAME}
            value={name}
            maxLength={PRODUCTION_NAME_MAX}
            onChange={(e) => setName(e.currentTarget.value)}
            data-testid="production-name"
            data-autofocus
          />
          {save.error && <Alert color="red">{save.error instanceof Error ? save.error.message : MSG.SOME_ERROR}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} h={44}>
              {PEOPLE_MSG.CANCEL}
            </Button>
            <Button type="submit" loading={save.isPending} h={44} data-testid="production-save">
              {PEOPLE_MSG.SAVE}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function ProductionPage() {
  const queryClient = useQueryClient();
  const data = useQuery({ queryKey: KEY, queryFn: getProduction });
  const [editing, setEditing] = useState<Editing>(null);
  const saved = (message: string) => {
    setEditing(null);
    notifications.show({ message, color: "green" });
    void queryClient.invalidateQueries({ queryKey: KEY });
  };
  return (
    <Stack gap="md">
      <Title order={2}>{PEOPLE_MSG.PRODUCTION_TITLE}</Title>
      <Text c="dimmed" fz="sm">
        {PEOPLE_MSG.PLOTTING_HINT}
      </Text>
      <SimpleGrid cols={2} spacing="md">
        <Card withBorder radius="md" padding="md">
          <Group justify="space-between" mb="sm">
            <Title order={4}>{PEOPLE_MSG.STATIONS_TITLE}</Title>
            <Button h={44} onClick={() => setEditing({ what: "station", id: null, name: "" })} data-testid="station-add">
              {PEOPLE_MSG.ADD_STATION}
            </Button>
          </Group>
          <Table striped verticalSpacing="xs" data-testid="stations-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{PEOPLE_MSG.COL_NAME}</Table.Th>
                <Table.Th>{PEOPLE_MSG.COL_CATEGORIES}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data?.stations.map((s) => (
                <Table.Tr key={s.m_plot_produksi_id} data-testid="station-row">
                  <Table.Td>{s.m_plot_produksi_nama}</Table.Td>
                  <Table.Td>{s.categories}</Table.Td>
                  <Table.Td align="right">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing({ what: "station", id: s.m_plot_produksi_id, name: s.m_plot_produksi_nama })}
                    >
                      {PEOPLE_MSG.EDIT}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Group justify="space-between" mb="sm">
            <Title order={4}>{PEOPLE_MSG.SCREENS_TITLE}</Title>
            <Button h={44} onClick={() => setEditing({ what: "screen", id: null, name: "" })} data-testid="screen-add">
              {PEOPLE_MSG.ADD_SCREEN}
            </Button>
          </Group>
          <Table striped verticalSpacing="xs" data-testid="screens-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{PEOPLE_MSG.COL_NAME}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data?.screens.map((s) => (
                <Table.Tr key={s.id} data-testid="screen-row">
                  <Table.Td>{s.layar_name}</Table.Td>
                  <Table.Td align="right">
                    <Button size="xs" variant="light" onClick={() => setEditing({ what: "screen", id: s.id, name: s.layar_name })}>
                      {PEOPLE_MSG.EDIT}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </SimpleGrid>
      {editing && <NameModal editing={editing} onClose={() => setEditing(null)} onSaved={saved} />}
    </Stack>
  );
}
