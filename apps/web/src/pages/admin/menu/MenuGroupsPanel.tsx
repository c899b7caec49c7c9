/**
 * Back office · Menu: menu types (jenis) and categories (sub-jenis, with the production station
 * cooking them) — two small tables with an inline form each. The server validates.
 */
import { Button, Card, Group, Select, SimpleGrid, Stack, Table, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MENU_ADMIN_MSG, MENU_LIMITS, PICKUP_KINDS } from "@waroeng/domain";
import { type ReactNode, useState } from "react";
import { type AdminMenuOptions, saveCategory, saveMenuType } from "../../../api/menuAdmin.ts";
import { queryKeys } from "../../../api/queryKeys.ts";
import { SaveError } from "../common.tsx";
import { type ListColumn, ListTable } from "../ListTable.tsx";
import { useAdminSave } from "../useAdminSave.ts";

/** Every back-office list (the menu's, its options', the types' and categories'). */
const ADMIN_KEYS = [queryKeys.admin.all];

/** A card: its title, the table (`columns`, `rows`), the inline `form` and the last refusal. */
function GroupCard(p: { title: string; testId: string; columns: ListColumn[]; rows: ReactNode; form: ReactNode; error: unknown }) {
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={4}>{p.title}</Title>
        <ListTable testId={p.testId} columns={[...p.columns, { w: 80 }]} verticalSpacing={undefined /* Mantine's own, denser than xs */}>
          {p.rows}
        </ListTable>
        {p.form}
        <SaveError error={p.error} />
      </Stack>
    </Card>
  );
}

/** A row's Ubah (fills the card's form). */
function EditRow({ onClick }: { onClick: () => void }) {
  return (
    <Button size="compact-xs" variant="subtle" onClick={onClick}>
      {MENU_ADMIN_MSG.EDIT}
    </Button>
  );
}

/** The card's form state: the row being edited (undefined = a new one) and its save. */
function useGroupForm<V extends Record<string, unknown>, B>(
  initialValues: V,
  save: (id: number | undefined, body: B) => Promise<unknown>,
  saved: string,
) {
  const [editing, setEditing] = useState<number | undefined>(undefined);
  const form = useForm({ initialValues });
  const mutation = useAdminSave({
    keys: ADMIN_KEYS,
    save: (body: B) => save(editing, body),
    message: saved,
    done: () => {
      form.reset();
      setEditing(undefined);
    },
  });
  const edit = (id: number, values: V) => {
    setEditing(id);
    form.setValues(values);
  };
  return { editing, edit, form, mutation };
}

function TypesCard({ options }: { options: AdminMenuOptions }) {
  const { editing, edit, form, mutation } = useGroupForm(
    { name: "", pickup: "makan" as string, sort: 0 },
    saveMenuType,
    MENU_ADMIN_MSG.TYPE_SAVED,
  );
  const submit = form.onSubmit((v) =>
    mutation.mutate({
      m_menu_jenis_nama: v.name,
      m_menu_jenis_ambil: v.pickup === "minum" ? ("minum" as const) : ("makan" as const),
      m_menu_jenis_urut: v.sort,
    }),
  );
  return (
    <GroupCard
      title={MENU_ADMIN_MSG.TAB_TYPES}
      testId="menu-types-table"
      columns={[MENU_ADMIN_MSG.COL_NAME, MENU_ADMIN_MSG.COL_PICKUP]}
      error={mutation.error}
      rows={options.menu_types.map((t) => (
        <Table.Tr key={t.m_menu_jenis_id}>
          <Table.Td>{t.m_menu_jenis_nama}</Table.Td>
          <Table.Td>{t.m_menu_jenis_ambil}</Table.Td>
          <Table.Td>
            <EditRow
              onClick={() =>
                edit(t.m_menu_jenis_id, { name: t.m_menu_jenis_nama, pickup: t.m_menu_jenis_ambil, sort: t.m_menu_jenis_urut })
              }
            />
          </Table.Td>
        </Table.Tr>
      ))}
      form={
        <form onSubmit={submit}>
          <Group align="flex-end" gap="xs">
            <TextInput
              size="sm"
              label={MENU_ADMIN_MSG.COL_NAME}
              maxLength={MENU_LIMITS.typeNameMax}
              data-testid="menu-type-name"
              {...form.getInputProps("name")}
            />
            <Select
              label={MENU_ADMIN_MSG.COL_PICKUP}
              data={[...PICKUP_KINDS]}
              allowDeselect={false}
              w={110}
              {...form.getInputProps("pickup")}
            />
            <Button type="submit" data-testid="menu-type-save">
              {editing ? MENU_ADMIN_MSG.SAVE : MENU_ADMIN_MSG.ADD_TYPE}
            </Button>
          </Group>
        </form>
      }
    />
  );
}

function CategoriesCard({ options }: { options: AdminMenuOptions }) {
  const { editing, edit, form, mutation } = useGroupForm(
    { name: "", typeId: null as string | null, stationId: null as string | null, sort: 0 },
    saveCategory,
    MENU_ADMIN_MSG.CATEGORY_SAVED,
  );
  const typeName = new Map(options.menu_types.map((t) => [t.m_menu_jenis_id, t.m_menu_jenis_nama]));
  const stationName = new Map(options.stations.map((s) => [s.m_plot_produksi_id, s.m_plot_produksi_nama]));
  const submit = form.onSubmit((v) =>
    mutation.mutate({
      m_kategori_nama: v.name,
      m_kategori_m_menu_jenis_id: Number(v.typeId ?? 0),
      m_plot_produksi_id: Number(v.stationId ?? 0),
      m_kategori_urut: v.sort,
    }),
  );
  return (
    <GroupCard
      title={MENU_ADMIN_MSG.TAB_CATEGORIES}
      testId="menu-categories-table"
      columns={[MENU_ADMIN_MSG.COL_NAME, MENU_ADMIN_MSG.COL_TYPE, MENU_ADMIN_MSG.COL_STATION]}
      error={mutation.error}
      rows={options.categories.map((c) => (
        <Table.Tr key={c.m_kategori_id}>
          <Table.Td>{c.m_kategori_nama}</Table.Td>
          <Table.Td>{typeName.get(c.m_kategori_m_menu_jenis_id)}</Table.Td>
          <Table.Td>{c.m_plot_produksi_id ? stationName.get(c.m_plot_produksi_id) : "—"}</Table.Td>
          <Table.Td>
            <EditRow
              onClick={() =>
                edit(c.m_kategori_id, {
                  name: c.m_kategori_nama,
                  typeId: String(c.m_kategori_m_menu_jenis_id),
                  stationId: c.m_plot_produksi_id ? String(c.m_plot_produksi_id) : null,
                  sort: c.m_kategori_urut,
                })
              }
            />
          </Table.Td>
        </Table.Tr>
      ))}
      form={
        <form onSubmit={submit}>
          <Stack gap="xs">
            <SimpleGrid cols={3} spacing="xs">
              <TextInput
                size="sm"
                label={MENU_ADMIN_MSG.COL_NAME}
                maxLength={MENU_LIMITS.categoryNameMax}
                {...form.getInputProps("name")}
              />
              <Select
                label={MENU_ADMIN_MSG.COL_TYPE}
                data={options.menu_types.map((t) => ({ value: String(t.m_menu_jenis_id), label: t.m_menu_jenis_nama }))}
                {...form.getInputProps("typeId")}
              />
              <Select
                label={MENU_ADMIN_MSG.COL_STATION}
                placeholder={MENU_ADMIN_MSG.STATION_NONE}
                clearable
                data={options.stations.map((s) => ({ value: String(s.m_plot_produksi_id), label: s.m_plot_produksi_nama }))}
                {...form.getInputProps("stationId")}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" data-testid="menu-category-save">
                {editing ? MENU_ADMIN_MSG.SAVE : MENU_ADMIN_MSG.ADD_CATEGORY}
              </Button>
            </Group>
          </Stack>
        </form>
      }
    />
  );
}

/** The types and categories cards side by side (stacked below `lg`); a save refreshes every back-office list. */
export function MenuGroupsPanel(props: { options: AdminMenuOptions }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <TypesCard {...props} />
      <CategoriesCard {...props} />
    </SimpleGrid>
  );
}
