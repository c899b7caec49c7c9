/**
 * Back office · Produksi: the outlet's production stations (plot produksi) and production
 * screens (GET /admin/production), each added or renamed in a small name form. What a screen shows
 * is set on the screen's own Plotting.
 */
import { Card, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { PEOPLE_MSG, PRODUCTION_NAME_MAX } from "@waroeng/domain";
import { useState } from "react";
import { getProduction, saveScreen, saveStation } from "../../api/adminPeople.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { SaveFormModal } from "./AdminFormModal.tsx";
import { AdminHeader, EditButton } from "./common.tsx";
import { ListTable } from "./ListTable.tsx";
import { useRefresh } from "./useAdminSave.ts";

const KEY = queryKeys.admin.production;
type Editing = { what: "station" | "screen"; id: number | null; name: string } | null;

function NameModal(props: { editing: NonNullable<Editing>; onClose: () => void; onSaved: (message: string) => void }) {
  const { editing } = props;
  const [name, setName] = useState(editing.name);
  const station = editing.what === "station";
  const title = station ? PEOPLE_MSG.STATIONS_TITLE : PEOPLE_MSG.SCREENS_TITLE;
  return (
    <SaveFormModal
      title={editing.id === null ? title : `${PEOPLE_MSG.EDIT} ${editing.name}`}
      onClose={props.onClose}
      save={() => (station ? saveStation(editing.id, name) : saveScreen(editing.id, name))}
      savedMessage={station ? PEOPLE_MSG.STATION_SAVED : PEOPLE_MSG.SCREEN_SAVED}
      onSaved={props.onSaved}
      saveTestId="production-save"
    >
      <TextInput
        label={PEOPLE_MSG.COL_NAME}
        value={name}
        maxLength={PRODUCTION_NAME_MAX}
        onChange={(e) => setName(e.currentTarget.value)}
        data-testid="production-name"
        data-autofocus
      />
    </SaveFormModal>
  );
}

export function ProductionPage() {
  const data = useQuery({ queryKey: KEY, queryFn: getProduction });
  const [editing, setEditing] = useState<Editing>(null);
  const refresh = useRefresh([KEY]);
  const saved = (message: string) => {
    setEditing(null);
    void refresh(message);
  };
  return (
    <Stack gap="md">
      <Title order={2}>{PEOPLE_MSG.PRODUCTION_TITLE}</Title>
      <Text c="dimmed" fz="sm">
        {PEOPLE_MSG.PLOTTING_HINT}
      </Text>
      <SimpleGrid cols={2} spacing="md">
        <Card withBorder radius="md" padding="md">
          <AdminHeader
            title={PEOPLE_MSG.STATIONS_TITLE}
            order={4}
            mb="sm"
            onAdd={() => setEditing({ what: "station", id: null, name: "" })}
            addLabel={PEOPLE_MSG.ADD_STATION}
            addTestId="station-add"
          />
          <ListTable testId="stations-table" withTableBorder={false} columns={[PEOPLE_MSG.COL_NAME, PEOPLE_MSG.COL_CATEGORIES, ""]}>
            {data.data?.stations.map((s) => (
              <Table.Tr key={s.m_plot_produksi_id} data-testid="station-row">
                <Table.Td>{s.m_plot_produksi_nama}</Table.Td>
                <Table.Td>{s.categories}</Table.Td>
                <Table.Td align="right">
                  <EditButton onClick={() => setEditing({ what: "station", id: s.m_plot_produksi_id, name: s.m_plot_produksi_nama })} />
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        </Card>
        <Card withBorder radius="md" padding="md">
          <AdminHeader
            title={PEOPLE_MSG.SCREENS_TITLE}
            order={4}
            mb="sm"
            onAdd={() => setEditing({ what: "screen", id: null, name: "" })}
            addLabel={PEOPLE_MSG.ADD_SCREEN}
            addTestId="screen-add"
          />
          <ListTable testId="screens-table" withTableBorder={false} columns={[PEOPLE_MSG.COL_NAME, ""]}>
            {data.data?.screens.map((s) => (
              <Table.Tr key={s.id} data-testid="screen-row">
                <Table.Td>{s.layar_name}</Table.Td>
                <Table.Td align="right">
                  <EditButton onClick={() => setEditing({ what: "screen", id: s.id, name: s.layar_name })} />
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        </Card>
      </SimpleGrid>
      {editing && <NameModal editing={editing} onClose={() => setEditing(null)} onSaved={saved} />}
    </Stack>
  );
}
