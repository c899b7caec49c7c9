/**
 * Head office · Menu · Plot Produksi (`/hq/menu/plot-produksi`, `hq.menu`; docs/chain-sync.md "One
 * menu for the chain"): the chain's production stations by name with the caller's outlets that have
 * each and the categories it cooks there (GET /hq/menu/stations); the forms that rename one at every
 * outlet that has it or the chosen ones (POST /hq/menu/stations) and make a new one, with the
 * categories it cooks from now on (POST /hq/menu/stations/create); Hapus after a confirm
 * (POST /hq/menu/stations/delete; refused while categories still go to it). The back office's table
 * on a wide screen, cards on a phone.
 */
import { MultiSelect, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CHAIN_MENU_MSG } from "@waroeng/domain";
import { type HqStationList, hqMenuApi } from "../../api/hq.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { DraftModal } from "../admin/AdminFormModal.tsx";
import { AdminHeader } from "../admin/common.tsx";
import { ListTable } from "../admin/ListTable.tsx";
import { useAdminSave, useDraft } from "../admin/useAdminSave.ts";
import { HqMenuTabs, OutletEditsOver, OutletPicker, outletNames, PartCard, PartNameInput, RowActions, usePhone } from "./ChainPartsUi.tsx";
import { outletTarget, type PartOutlet } from "./chainParts.ts";
import { type NewStationDraft, stationCreateBody } from "./chainPartsCreate.ts";
import { outletEditsOf } from "./partOverrides.ts";
import { useHqMe } from "./useHqMe.ts";

type Station = HqStationList["stations"][number];

/** The categories a station cooks over its outlets: each outlet's list, the distinct ones joined by " · ". */
const cooks = (s: Station) => [...new Set(s.outlets.map((o) => o.categories.join(", ") || "—"))].join(" · ");

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
  const mine = useHqMe().data?.outlets ?? [];
  const categories = useQuery({ queryKey: queryKeys.hq.menuCategories, queryFn: hqMenuApi.categories }).data?.categories ?? [];
  const creator = useDraft(queryKeys.hq.menuStations, (d: NewStationDraft) => hqMenuApi.createStation(stationCreateBody(d)));
  const remove = useAdminSave({
    keys: [queryKeys.hq.menuStations, queryKeys.hq.menuCategories],
    save: (station: string) => hqMenuApi.deleteStation({ station }),
    message: (r) => CHAIN_MENU_MSG.DELETED(r.outlets),
    notifyError: true,
  });
  const actions = (s: Station) => ({
    name: s.name,
    outlets: s.outlets,
    editTestId: `hq-station-edit-${s.name}`,
    deleteTestId: `hq-station-delete-${s.name}`,
    onEdit: () => edit(s),
    onDelete: () => remove.mutate(s.name),
  });
  // The outlets' own edits, from the chain menu (GET /hq/menu `parts`).
  const parts = useQuery({ queryKey: queryKeys.hq.menu, queryFn: hqMenuApi.list }).data?.parts ?? [];
  const edits = (s: Station) => <OutletEditsOver outlets={outletEditsOf(parts, "m_plot_produksi", s.name)} />;
  const edit = (s: Station) =>
    editor.open({ station: s.name, name: s.name, outlets: s.outlets.map((o) => String(o.m_w_id)), all: s.outlets });

  return (
    <Stack gap="md">
      <HqMenuTabs />
      <AdminHeader
        title={CHAIN_MENU_MSG.TAB_STATIONS}
        addLabel={CHAIN_MENU_MSG.ADD_STATION}
        addTestId="hq-station-add"
        onAdd={() => creator.open({ name: "", categories: [], outlets: mine.map((o) => String(o.m_w_id)), all: mine })}
      />
      <Text c="dimmed">{CHAIN_MENU_MSG.PARTS_INTRO}</Text>
      {list.isSuccess && rows.length === 0 && <Text data-testid="hq-stations-empty">{CHAIN_MENU_MSG.PARTS_EMPTY}</Text>}
      {rows.length > 0 &&
        (phone ? (
          <Stack gap="sm" data-testid="hq-stations">
            {rows.map((s) => (
              <PartCard key={s.name} testId={`hq-station-${s.name}`} {...actions(s)}>
                <Text fz="sm" data-testid="hq-station-categories">
                  {cooks(s)}
                </Text>
                <Text fz="sm" c="dimmed">
                  {outletNames(s.outlets)}
                </Text>
                {edits(s)}
              </PartCard>
            ))}
          </Stack>
        ) : (
          <ListTable
            testId="hq-stations"
            columns={[CHAIN_MENU_MSG.STATION, CHAIN_MENU_MSG.ROUTED_CATEGORIES, CHAIN_MENU_MSG.OUTLETS, { w: 170 }]}
          >
            {rows.map((s) => (
              <Table.Tr key={s.name} data-testid={`hq-station-${s.name}`}>
                <Table.Td>
                  <Text fw={600}>{s.name}</Text>
                  {edits(s)}
                </Table.Td>
                <Table.Td fz="sm" data-testid="hq-station-categories">
                  {cooks(s)}
                </Table.Td>
                <Table.Td fz="sm">{outletNames(s.outlets)}</Table.Td>
                <Table.Td>
                  <RowActions {...actions(s)} />
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
            <PartNameInput value={draft.name} onChange={(name) => patch({ name })} testId="hq-station-name" />
            <OutletPicker all={draft.all} value={draft.outlets} onChange={(outlets) => patch({ outlets })} />
          </>
        )}
      </DraftModal>
      <DraftModal
        editor={creator}
        title={CHAIN_MENU_MSG.ADD_STATION}
        testPrefix="hq-station-new"
        saveDisabled={(d) => d.outlets.length === 0 || d.name.trim() === ""}
      >
        {(draft) => (
          <>
            <PartNameInput value={draft.name} onChange={(name) => creator.patch({ name })} testId="hq-station-new-name" />
            <MultiSelect
              label={CHAIN_MENU_MSG.ROUTED_CATEGORIES}
              data={categories.map((c) => c.name)}
              value={draft.categories}
              onChange={(v) => creator.patch({ categories: v })}
              searchable
              data-testid="hq-station-new-categories"
            />
            <OutletPicker all={draft.all} value={draft.outlets} onChange={(outlets) => creator.patch({ outlets })} />
          </>
        )}
      </DraftModal>
    </Stack>
  );
}
