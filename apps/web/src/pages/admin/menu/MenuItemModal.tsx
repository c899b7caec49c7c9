/**
 * Back office · Menu: the item form in a modal, a Mantine form: name, category, base
 * price, a price for every transaction type (pre-filled with the item's own price or the base
 * price), tax / service charge / QR / active switches, and the item's photo (MenuPhotoField,
 * saved on its own). The server validates every field; its message shows under the form.
 */
import { Select, SimpleGrid, Switch, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { MENU_ADMIN_MSG, MENU_LIMITS } from "@waroeng/domain";
import type { AdminMenuItem, AdminMenuOptions, MenuItemForm } from "../../../api/menuAdmin.ts";
import { AmountInput } from "../../../components/AmountInput.tsx";
import { AdminFormModal } from "../AdminFormModal.tsx";
import { MenuPhotoField } from "./MenuPhotoField.tsx";

interface Values {
  name: string;
  categoryId: string | null;
  price: number | null;
  /** Price per transaction type id (as text key). */
  prices: Record<string, number | null>;
  tax: boolean;
  service: boolean;
  qr: boolean;
  active: boolean;
}

function initial(item: AdminMenuItem | null, options: AdminMenuOptions): Values {
  const own = new Map(item?.harga.map((p) => [p.m_t_t_id, p.m_menu_harga_nominal]));
  const base = item?.m_menu_harga ?? 0;
  return {
    name: item?.m_menu_nama ?? "",
    categoryId: item ? String(item.m_menu_m_kategori_id) : null,
    price: base,
    prices: Object.fromEntries(options.transaction_types.map((t) => [String(t.m_t_t_id), own.get(t.m_t_t_id) ?? base])),
    tax: item?.m_menu_tax ?? true,
    service: item?.m_menu_sc ?? true,
    qr: item?.m_menu_qr ?? true,
    active: item?.m_menu_active ?? true,
  };
}

/** The form's values → the request body (money in minor units; the client converts). */
function toItemForm(v: Values, options: AdminMenuOptions): MenuItemForm {
  return {
    m_menu_nama: v.name,
    m_menu_m_kategori_id: Number(v.categoryId ?? 0),
    m_menu_harga: v.price ?? 0,
    harga: options.transaction_types.map((t) => ({ m_t_t_id: t.m_t_t_id, m_menu_harga_nominal: v.prices[String(t.m_t_t_id)] ?? 0 })),
    m_menu_tax: v.tax,
    m_menu_sc: v.service,
    m_menu_qr: v.qr,
    m_menu_active: v.active,
  };
}

interface Props {
  item: AdminMenuItem | null;
  options: AdminMenuOptions;
  onClose: () => void;
  onSave: (form: MenuItemForm) => Promise<unknown>;
}

export function MenuItemModal({ item, options, onClose, onSave }: Props) {
  const form = useForm<Values>({
    initialValues: initial(item, options),
    validate: {
      name: (v) => (v.trim() === "" ? MENU_ADMIN_MSG.MENU_NAME_REQUIRED : null),
      categoryId: (v) => (v ? null : MENU_ADMIN_MSG.CATEGORY_NOT_FOUND),
      price: (v) => (v === null ? MENU_ADMIN_MSG.PRICE_INVALID : null),
    },
  });
  const typeName = new Map(options.menu_types.map((t) => [t.m_menu_jenis_id, t.m_menu_jenis_nama]));
  const categoryData = options.categories.map((c) => ({
    value: String(c.m_kategori_id),
    label: `${c.m_kategori_nama} (${typeName.get(c.m_kategori_m_menu_jenis_id) ?? ""})`,
  }));
  const save = useMutation({ mutationFn: (values: Values) => onSave(toItemForm(values, options)), onSuccess: onClose });
  const submit = form.onSubmit((values) => save.mutate(values));
  return (
    <AdminFormModal
      title={item ? MENU_ADMIN_MSG.EDIT_MENU : MENU_ADMIN_MSG.NEW_MENU}
      onClose={onClose}
      onSubmit={() => submit()}
      error={save.error}
      errorTestId="menu-item-error"
      saving={save.isPending}
      saveTestId="menu-item-save"
      size="lg"
      centered={false}
      testId="menu-item-modal"
    >
      <TextInput
        label={MENU_ADMIN_MSG.COL_NAME}
        maxLength={MENU_LIMITS.nameMax}
        data-autofocus
        data-testid="menu-item-name"
        {...form.getInputProps("name")}
      />
      <Select
        label={MENU_ADMIN_MSG.COL_CATEGORY}
        data={categoryData}
        searchable
        allowDeselect={false}
        data-testid="menu-item-category"
        {...form.getInputProps("categoryId")}
      />
      <AmountInput
        kind="money"
        label={MENU_ADMIN_MSG.FIELD_BASE_PRICE}
        value={form.values.price}
        onChange={(v) => {
          // Type prices still equal to the old base price follow it.
          const old = form.values.price;
          for (const [id, p] of Object.entries(form.values.prices)) {
            if (p === old && v !== null) {
              form.setFieldValue(`prices.${id}`, v);
            }
          }
          form.setFieldValue("price", v);
        }}
        error={form.errors.price}
        data-testid="menu-item-price"
      />
      <Text fz="sm" fw={500}>
        {MENU_ADMIN_MSG.PRICES_PER_TYPE}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {options.transaction_types.map((t) => (
          <AmountInput
            key={t.m_t_t_id}
            kind="money"
            label={t.m_t_t_name}
            size="xs"
            value={form.values.prices[String(t.m_t_t_id)] ?? 0}
            onChange={(v) => form.setFieldValue(`prices.${t.m_t_t_id}`, v)}
            data-testid={`menu-item-price-${t.m_t_t_id}`}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="xs">
        <Switch label={MENU_ADMIN_MSG.FIELD_TAX} {...form.getInputProps("tax", { type: "checkbox" })} />
        <Switch label={MENU_ADMIN_MSG.FIELD_SERVICE} {...form.getInputProps("service", { type: "checkbox" })} />
        <Switch label={MENU_ADMIN_MSG.FIELD_QR} {...form.getInputProps("qr", { type: "checkbox" })} />
        <Switch
          label={MENU_ADMIN_MSG.FIELD_ACTIVE}
          disabled={item?.archived}
          data-testid="menu-item-active"
          {...form.getInputProps("active", { type: "checkbox" })}
        />
      </SimpleGrid>
      <MenuPhotoField item={item} />
    </AdminFormModal>
  );
}
