/**
 * Back office · Menu: menu types (jenis) and categories (sub-jenis, with the production station
 * cooking them) — two small tables with an inline form each (issue 14). The server validates.
 */
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Table, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { MENU_ADMIN_MSG, MENU_LIMITS, MSG, PICKUP_KINDS } from "@waroeng/domain";
import { useState } from "react";
import { type AdminMenuOptions, saveCategory, saveMenuType } from "../../../api/menuAdmin.ts";

interface Props {
  options: AdminMenuOptions;
  onChanged: () => void;
}

/** Runs a save, telling success or the server's message. */
function useSave(onChanged: () => void, saved: string) {
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      notifications.show({ message: saved, color: "green" });
      onChanged();
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : MSG.SOME_ERROR);
      return false;
    }
  };
  return { error, run };
}

function TypesCard({ options, onChanged }: Props) {
  const [editing, setEditing] = useState<number | undefined>(undefined);
  const form = useForm({ initialValues: { name: "", pickup: "makan" as string, sort: 0 } });
  const { error, run } = useSave(onChanged, MENU_ADMIN_MSG.TYPE_SAVED);
  const submit = form.onSubmit(async (v) => {
    const body = {
      m_menu_jenis_nama: v.name,
      m_menu_jenis_ambil: v.pickup === "minum" ? ("minum" as const) : ("makan" as const),
      m_menu_jenis_urut: v.sort,
    };
    if (await run(() => saveMenuType(editing, body))) {
      form.reset();
      setEditing(undefined);
    }
  });
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={4}>{MENU_ADMIN_MSG.TAB_TYPES}</Title>
        <Table striped withTableBorder data-testid="menu-types-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{MENU_ADMIN_MSG.COL_NAME}</Table.Th>
              <Table.Th>{MENU_ADMIN_MSG.COL_PICKUP}</Table.Th>
              <Table.Th w={80} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {options.menu_types.map((t) => (
              <Table.Tr key={t.m_menu_jenis_id}>
                <Table.Td>{t.m_menu_jenis_nama}</Table.Td>
                <Table.Td>{t.m_menu_jenis_ambil}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => {
                      setEditing(t.m_menu_jenis_id);
                      form.setValues({ name: t.m_menu_jenis_nama, pickup: t.m_menu_jenis_ambil, sort: t.m_menu_jenis_urut });
                    }}
                  >
                    {MENU_ADMIN_MSG.EDIT}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
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
        {error && <Alert color="red">{error}</Alert>}
      </Stack>
    </Card>
  );
}

function CategoriesCard({ options, onChanged }: Props) {
  const [editing, setEditing] = useState<number | undefined>(undefined);
  const form = useForm({ initialValues: { name: "", typeId: null as string | null, stationId: null as string | null, sort: 0 } });
  const { error, run } = useSave(onChanged, MENU_ADMIN_MSG.CATEGORY_SAVED);
  const typeName = new Map(options.menu_types.map((t) => [t.m_menu_jenis_id, t.m_menu_jenis_nama]));
  const stationName = new Map(options.stations.map((s) => [s.m_plot_produksi_id, s.m_plot_produksi_nama]));
  const submit = form.onSubmit(async (v) => {
    const body = {
      m_kategori_nama: v.name,
      m_kategori_m_menu_jenis_id: Number(v.typeId ?? 0),
      m_plot_produksi_id: Number(v.stationId ?? 0),
      m_kategori_urut: v.sort,
    };
    if (await run(() => saveCategory(editing, body))) {
      form.reset();
      setEditing(undefined);
    }
  });
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={4}>{MENU_ADMIN_MSG.TAB_CATEGORIES}</Title>
        <Table striped withTableBorder data-testid="menu-categories-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{MENU_ADMIN_MSG.COL_NAME}</Table.Th>
              <Table.Th>{MENU_ADMIN_MSG.COL_TYPE}</Table.Th>
              <Table.Th>{MENU_ADMIN_MSG.COL_STATION}</Table.Th>
              <Table.Th w={80} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {options.categories.map((c) => (
              <Table.Tr key={c.m_kategori_id}>
                <Table.Td>{c.m_kategori_nama}</Table.Td>
                <Table.Td>{typeName.get(c.m_kategori_m_menu_jenis_id)}</Table.Td>
                <Table.Td>{c.m_plot_produksi_id ? stationName.get(c.m_plot_produksi_id) : "—"}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => {
                      setEditing(c.m_kategori_id);
                      form.setValues({
                        name: c.m_kategori_nama,
                        typeId: String(c.m_kategori_m_menu_jenis_id),
                        stationId: c.m_plot_produksi_id ? String(c.m_plot_produksi_id) : null,
                        sort: c.m_kategori_urut,
                      });
                    }}
                  >
                    {MENU_ADMIN_MSG.EDIT}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
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
        {error && <Alert color="red">{error}</Alert>}
      </Stack>
    </Card>
  );
}

export function MenuGroupsPanel(props: Props) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <TypesCard {...props} />
      <CategoriesCard {...props} />
    </SimpleGrid>
  );
}
