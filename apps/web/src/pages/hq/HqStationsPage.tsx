/**
 * Head office · Menu · Plot Produksi (`/hq/menu/plot-produksi`, `hq.menu`; docs/chain-sync.md "One
 * menu for the chain"): the chain's production stations by name with the caller's outlets that have
 * each (GET /hq/menu/stations), and the form that renames one at every outlet that has it or the
 * chosen ones (POST /hq/menu/stations). The back office's table on a wide screen, cards on a phone.
 */
import { Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CHAIN_MENU_MSG } from "@waroeng/domain";
import { type HqStationList, hqMenuApi } from "../../api/hq.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { DraftModal } from "../admin/AdminFormModal.tsx";
import { EditButton } from "../admin/common.tsx";
import { ListTable } from "../admin/ListTable.tsx";
import { useDraft } from "../admin/useAdminSave.ts";
import { HqMenuTabs, OutletEditsOver, OutletPicker, outletNames, PartCard, usePhone } from "./ChainPartsUi.tsx";
import { outletTarget, type PartOutlet } from "./chainParts.ts";
import { outletEditsOf } from "./partOverrides.ts";

type Station = HqStationList["stations"][number];

interface StationDraft {
  station: string;
  name: string;
  outlets: string[];
  all: PartOutlet[];
}

export function HqStationsPage() {
  const phone = usePhone();
  const list = useQuery({ queryKey: queryKeys.hq.menuStations, queryFn: hqMenuApi.stations });
  const editor = useDraft(queryKeys.hq.menuStations, (d: StationDraft) =>
    hqMenuApi.editStation({ station: d.station, name: d.name.trim(), ...outletTarget(d.outlets, d.all) }),
  );
  const { patch } = editor;
  const rows = list.data?.stations ?? [];
  // The outlets' own edits, from the chain menu (GET /hq/menu `parts`).
  const parts = useQuery({ queryKey: queryKeys.hq.menu, queryFn: hqMenuApi.list }).data?.parts ?? [];
  const edits = (s: Station) => <OutletEditsOver outlets={outletEditsOf(parts, "m_plot_produksi", s.name)} />;
  const edit = (s: Station) =>
    editor.open({ station: s.name, name: s.name, outlets: s.outlets.map((o) => String(o.m_w_id)), all: s.outlets });

  return (
    <Stack gap="md">
      <HqMenuTabs />
      <Title order={2}>{CHAIN_MENU_MSG.TAB_STATIONS}</Title>
      <Text c="dimmed">{CHAIN_MENU_MSG.PARTS_INTRO}</Text>
      {list.isSuccess && rows.length === 0 && <Text data-testid="hq-stations-empty">{CHAIN_MENU_MSG.PARTS_EMPTY}</Text>}
      {rows.length > 0 &&
        (phone ? (
          <Stack gap="sm" data-testid="hq-stations">
            {rows.map((s) => (
              <PartCard
                key={s.name}
                name={s.name}
                testId={`hq-station-${s.name}`}
                editTestId={`hq-station-edit-${s.name}`}
                onEdit={() => edit(s)}
              >
                <Text fz="sm" c="dimmed">
                  {outletNames(s.outlets)}
                </Text>
                {edits(s)}
              </PartCard>
            ))}
          </Stack>
        ) : (
          <ListTable testId="hq-stations" columns={[CHAIN_MENU_MSG.STATION, CHAIN_MENU_MSG.OUTLETS, { w: 90 }]}>
            {rows.map((s) => (
              <Table.Tr key={s.name} data-testid={`hq-station-${s.name}`}>
                <Table.Td>
                  <Text fw={600}>{s.name}</Text>
                  {edits(s)}
                </Table.Td>
                <Table.Td fz="sm">{outletNames(s.outlets)}</Table.Td>
                <Table.Td>
                  <EditButton name={s.name} onClick={() => edit(s)} testId={`hq-station-edit-${s.name}`} />
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        ))}
      <DraftModal
        editor={editor}
        title={`${CHAIN_MENU_MSG.STATION}: ${editor.draft?.station ?? ""}`}
        testPrefix="hq-station"
        saveDisabled={(d) => d.outlets.length === 0 || d.name.trim() === "" || d.name.trim() === d.station}
      >
        {(draft) => (
          <>
            <TextInput
              label={CHAIN_MENU_MSG.FIELDS.name}
              value={draft.name}
              maxLength={60}
              onChange={(e) => patch({ name: e.currentTarget.value })}
              data-testid="hq-station-name"
            />
            <OutletPicker all={draft.all} value={draft.outlets} onChange={(outlets) => patch({ outlets })} />
          </>
        )}
      </DraftModal>
    </Stack>
  );
}
