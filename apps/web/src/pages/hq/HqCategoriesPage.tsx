/**
 * Head office · Menu · Kategori (`/hq/menu/kategori`, `hq.menu`; docs/chain-sync.md "One menu for the
 * chain"): the chain's categories by name with their order at each of the caller's outlets
 * (GET /hq/menu/categories); the forms that rename or reorder one at every outlet that has it or the
 * chosen ones (POST /hq/menu/categories) and make a new one under a menu type (POST
 * /hq/menu/categories/create); Hapus after a confirm (POST /hq/menu/categories/delete; refused while
 * items are in it). The back office's table on a wide screen, cards on a phone.
 */
import { NumberInput, Select, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CHAIN_MENU_MSG } from "@waroeng/domain";
import { type HqCategoryList, hqMenuApi } from "../../api/hq.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { DraftModal } from "../admin/AdminFormModal.tsx";
import { AdminHeader } from "../admin/common.tsx";
import { ListTable } from "../admin/ListTable.tsx";
import { useAdminSave, useDraft } from "../admin/useAdminSave.ts";
import { HqMenuTabs, OutletEditsOver, OutletPicker, outletNames, PartCard, PartNameInput, RowActions, usePhone } from "./ChainPartsUi.tsx";
import { type CategoryDraft, categoryBody, chosenRows, distinctValues } from "./chainParts.ts";
import { categoryCreateBody, type NewCategoryDraft } from "./chainPartsCreate.ts";
import { outletEditsOf } from "./partOverrides.ts";
import { useHqMe } from "./useHqMe.ts";

type Category = HqCategoryList["categories"][number];

const sorts = (c: Category) => distinctValues(c.outlets, (o) => String(o.sort ?? 0)).join(" · ");

export function HqCategoriesPage() {
  const phone = usePhone();
  const list = useQuery({ queryKey: queryKeys.hq.menuCategories, queryFn: hqMenuApi.categories });
  const editor = useDraft(queryKeys.hq.menuCategories, (d: CategoryDraft) => hqMenuApi.editCategory(categoryBody(d)));
  const { patch } = editor;
  const rows = list.data?.categories ?? [];
  const menuTypes = list.data?.menu_types ?? [];
  const mine = useHqMe().data?.outlets ?? [];
  const creator = useDraft(queryKeys.hq.menuCategories, (d: NewCategoryDraft) => hqMenuApi.createCategory(categoryCreateBody(d)));
  const remove = useAdminSave({
    keys: [queryKeys.hq.menuCategories, queryKeys.hq.menuStations],
    save: (category: string) => hqMenuApi.deleteCategory({ category }),
    message: (r) => CHAIN_MENU_MSG.DELETED(r.outlets),
    notifyError: true,
  });
  // The outlets' own edits, from the chain menu (GET /hq/menu `parts`).
  const parts = useQuery({ queryKey: queryKeys.hq.menu, queryFn: hqMenuApi.list }).data?.parts ?? [];
  const edits = (c: Category) => <OutletEditsOver outlets={outletEditsOf(parts, "m_kategori", c.name)} />;
  const edit = (c: Category) =>
    editor.open({ category: c.name, name: c.name, sort: null, outlets: c.outlets.map((o) => String(o.m_w_id)), all: c.outlets });
  const actions = (c: Category) => ({
    name: c.name,
    outlets: c.outlets,
    editTestId: `hq-category-edit-${c.name}`,
    deleteTestId: `hq-category-delete-${c.name}`,
    onEdit: () => edit(c),
    onDelete: () => remove.mutate(c.name),
  });

  return (
    <Stack gap="md">
      <HqMenuTabs />
      <AdminHeader
        title={CHAIN_MENU_MSG.TAB_CATEGORIES}
        addLabel={CHAIN_MENU_MSG.ADD_CATEGORY}
        addTestId="hq-category-add"
        onAdd={() => creator.open({ name: "", menuType: menuTypes[0] ?? "", outlets: mine.map((o) => String(o.m_w_id)), all: mine })}
      />
      <Text c="dimmed">{CHAIN_MENU_MSG.PARTS_INTRO}</Text>
      {list.isSuccess && rows.length === 0 && <Text data-testid="hq-categories-empty">{CHAIN_MENU_MSG.PARTS_EMPTY}</Text>}
      {rows.length > 0 &&
        (phone ? (
          <Stack gap="sm" data-testid="hq-categories">
            {rows.map((c) => (
              <PartCard key={c.name} testId={`hq-category-${c.name}`} {...actions(c)}>
                <Text fz="sm">
                  {CHAIN_MENU_MSG.FIELDS.sort}: <span data-testid="hq-category-sort">{sorts(c)}</span>
                </Text>
                <Text fz="sm" c="dimmed">
                  · {outletNames(c.outlets)}
                </Text>
                {edits(c)}
              </PartCard>
            ))}
          </Stack>
        ) : (
          <ListTable
            testId="hq-categories"
            columns={[CHAIN_MENU_MSG.CATEGORY, CHAIN_MENU_MSG.FIELDS.sort, CHAIN_MENU_MSG.OUTLETS, { w: 170 }]}
          >
            {rows.map((c) => (
              <Table.Tr key={c.name} data-testid={`hq-category-${c.name}`}>
                <Table.Td>
                  <Text fw={600}>{c.name}</Text>
                  {edits(c)}
                </Table.Td>
                <Table.Td className="tabular" data-testid="hq-category-sort">
                  {sorts(c)}
                </Table.Td>
                <Table.Td fz="sm">{outletNames(c.outlets)}</Table.Td>
                <Table.Td>
                  <RowActions {...actions(c)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        ))}
      <DraftModal
        editor={editor}
        title={`${CHAIN_MENU_MSG.CATEGORY}: ${editor.draft?.category ?? ""}`}
        testPrefix="hq-category"
        saveDisabled={(d) => d.outlets.length === 0 || d.name.trim() === ""}
      >
        {(draft) => (
          <>
            <PartNameInput value={draft.name} onChange={(name) => patch({ name })} testId="hq-category-name" />
            <NumberInput
              label={CHAIN_MENU_MSG.FIELDS.sort}
              value={draft.sort ?? chosenRows(draft.outlets, draft.all)[0]?.sort ?? 0}
              min={0}
              max={100_000}
              allowDecimal={false}
              onChange={(sort) => patch({ sort })}
              data-testid="hq-category-sort-input"
            />
            <OutletPicker all={draft.all} value={draft.outlets} onChange={(outlets) => patch({ outlets })} />
          </>
        )}
      </DraftModal>
      <DraftModal
        editor={creator}
        title={CHAIN_MENU_MSG.ADD_CATEGORY}
        testPrefix="hq-category-new"
        saveDisabled={(d) => d.outlets.length === 0 || d.name.trim() === "" || d.menuType === ""}
      >
        {(draft) => (
          <>
            <PartNameInput value={draft.name} onChange={(name) => creator.patch({ name })} testId="hq-category-new-name" />
            <Select
              label={CHAIN_MENU_MSG.MENU_TYPE}
              data={menuTypes}
              value={draft.menuType || null}
              onChange={(v) => creator.patch({ menuType: v ?? "" })}
              allowDeselect={false}
              data-testid="hq-category-new-type"
            />
            <OutletPicker all={draft.all} value={draft.outlets} onChange={(outlets) => creator.patch({ outlets })} />
          </>
        )}
      </DraftModal>
    </Stack>
  );
}
