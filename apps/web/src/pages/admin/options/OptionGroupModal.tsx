/**
 * Back office · Opsi Menu: the group form in a modal: name, minimum and maximum choices (minimum ≥ 1
 * = required), the options in order (name, extra price — may be negative —, default, active, and
 * optionally their own price per transaction type), and the items and categories the group is
 * attached to, in the sheet's order. The domain's `optionGroupProblem` runs before sending; the
 * server checks everything again and its message shows under the form.
 */
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { OPTION_ADMIN_MSG, OPTION_LIMITS, optionGroupProblem } from "@waroeng/domain";
import { useState } from "react";
import type { AdminMenuItem, AdminMenuOptions } from "../../../api/menuAdmin.ts";
import type { AdminOptionGroup, OptionGroupForm } from "../../../api/optionAdmin.ts";
import { AmountInput } from "../../../components/AmountInput.tsx";
import { AdminFormModal } from "../AdminFormModal.tsx";

interface OptionDraft {
  /** 0 = new. */
  id: number;
  /** Stable key of the row while editing. */
  key: string;
  name: string;
  price: number | null;
  isDefault: boolean;
  active: boolean;
  /** Own price per transaction type id (absent = the option's price). */
  prices: Record<string, number | null>;
  showPrices: boolean;
}

/** An attachment: `m<id>` an item, `k<id>` a category. */
type AttachKey = `m${number}` | `k${number}`;

let nextKey = 0;
const newOption = (): OptionDraft => ({
  id: 0,
  key: `new-${nextKey++}`,
  name: "",
  price: 0,
  isDefault: false,
  active: true,
  prices: {},
  showPrices: false,
});

function initialOptions(group: AdminOptionGroup | null): OptionDraft[] {
  if (!group) {
    return [newOption()];
  }
  return group.options.map((o) => ({
    id: o.m_option_id,
    key: `o-${o.m_option_id}`,
    name: o.m_option_nama,
    price: o.m_option_harga,
    isDefault: o.m_option_default,
    active: o.m_option_active,
    prices: Object.fromEntries(o.harga.map((p) => [String(p.m_t_t_id), p.m_option_harga_nominal])),
    showPrices: o.harga.length > 0,
  }));
}

interface Props {
  group: AdminOptionGroup | null;
  options: AdminMenuOptions;
  items: readonly AdminMenuItem[];
  onClose: () => void;
  onSave: (form: OptionGroupForm) => Promise<unknown>;
}

export function OptionGroupModal({ group, options, items, onClose, onSave }: Props) {
  const [name, setName] = useState(group?.m_option_group_nama ?? "");
  const [min, setMin] = useState<number>(group?.m_option_group_min ?? 0);
  const [max, setMax] = useState<number>(group?.m_option_group_max ?? 1);
  const [rows, setRows] = useState<OptionDraft[]>(() => initialOptions(group));
  const [attached, setAttached] = useState<AttachKey[]>(
    () => group?.attachments.map((a): AttachKey => (a.m_menu_id ? `m${a.m_menu_id}` : `k${a.m_kategori_id ?? 0}`)) ?? [],
  );
  const [pickSearch, setPickSearch] = useState("");
  const patch = (key: string, p: Partial<OptionDraft>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...p } : r)));
  const labels = new Map<AttachKey, string>([
    ...options.categories.map((c): [AttachKey, string] => [`k${c.m_kategori_id}`, c.m_kategori_nama]),
    ...items.map((m): [AttachKey, string] => [`m${m.m_menu_id}`, m.m_menu_nama]),
  ]);
  const pickData = [
    {
      group: OPTION_ADMIN_MSG.ATTACH_CATEGORY,
      items: options.categories.map((c) => ({ value: `k${c.m_kategori_id}`, label: c.m_kategori_nama })),
    },
    { group: OPTION_ADMIN_MSG.ATTACH_ITEM, items: items.map((m) => ({ value: `m${m.m_menu_id}`, label: m.m_menu_nama })) },
  ].map((g) => ({ ...g, items: g.items.filter((i) => !attached.includes(i.value as AttachKey)) }));
  const move = (i: number, by: number) =>
    setAttached((list) => {
      const next = [...list];
      const [one] = next.splice(i, 1);
      if (one) {
        next.splice(i + by, 0, one);
      }
      return next;
    });

  const save = useMutation({
    mutationFn: async () => {
      const problem =
        name.trim() === ""
          ? OPTION_ADMIN_MSG.GROUP_NAME_REQUIRED
          : rows.some((r) => r.name.trim() === "")
            ? OPTION_ADMIN_MSG.OPTION_NAME_REQUIRED
            : optionGroupProblem({ minChoices: min, maxChoices: max, options: rows });
      if (problem) {
        throw new Error(problem);
      }
      const form: OptionGroupForm = {
        id: group?.m_option_group_id ?? 0,
        m_option_group_nama: name,
        m_option_group_min: min,
        m_option_group_max: max,
        m_option_group_active: group?.m_option_group_active ?? true,
        options: rows.map((r) => ({
          m_option_id: r.id || undefined,
          m_option_nama: r.name,
          m_option_harga: r.price ?? 0,
          m_option_default: r.isDefault,
          m_option_active: r.active,
          harga: r.showPrices
            ? Object.entries(r.prices).flatMap(([type, p]) => (p === null ? [] : [{ m_t_t_id: Number(type), m_option_harga_nominal: p }]))
            : [],
        })),
        attachments: attached.map((k) => (k.startsWith("m") ? { m_menu_id: Number(k.slice(1)) } : { m_kategori_id: Number(k.slice(1)) })),
      };
      return onSave(form);
    },
    onSuccess: onClose,
  });

  return (
    <AdminFormModal
      title={group ? OPTION_ADMIN_MSG.EDIT_GROUP : OPTION_ADMIN_MSG.NEW_GROUP}
      onClose={onClose}
      onSubmit={() => save.mutate()}
      error={save.error}
      errorTestId="option-group-error"
      saving={save.isPending}
      saveTestId="option-group-save"
      size="xl"
      centered={false}
      testId="option-group-modal"
    >
      <TextInput
        label={OPTION_ADMIN_MSG.FIELD_NAME}
        maxLength={OPTION_LIMITS.groupNameMax}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        data-autofocus
        data-testid="option-group-name"
      />
      <SimpleGrid cols={2} spacing="xs">
        <NumberInput
          label={OPTION_ADMIN_MSG.FIELD_MIN}
          min={0}
          max={OPTION_LIMITS.choicesMax}
          allowDecimal={false}
          allowNegative={false}
          value={min}
          onChange={(v) => setMin(Number(v) || 0)}
          description={min >= 1 ? OPTION_ADMIN_MSG.REQUIRED : OPTION_ADMIN_MSG.OPTIONAL}
          data-testid="option-group-min"
        />
        <NumberInput
          label={OPTION_ADMIN_MSG.FIELD_MAX}
          min={1}
          max={OPTION_LIMITS.choicesMax}
          allowDecimal={false}
          allowNegative={false}
          value={max}
          onChange={(v) => setMax(Number(v) || 0)}
          description={OPTION_ADMIN_MSG.rule(min, max)}
          data-testid="option-group-max"
        />
      </SimpleGrid>
      <Text fz="sm" fw={600}>
        {OPTION_ADMIN_MSG.COL_OPTIONS}
      </Text>
      <Stack gap="xs">
        {rows.map((r, i) => (
          <Paper key={r.key} withBorder p="xs" radius="md" data-testid="option-row">
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label={OPTION_ADMIN_MSG.FIELD_OPTION}
                maxLength={OPTION_LIMITS.optionNameMax}
                value={r.name}
                onChange={(e) => patch(r.key, { name: e.currentTarget.value })}
                style={{ flex: "1 1 160px" }}
                data-testid={`option-name-${i}`}
              />
              <AmountInput
                kind="money"
                signed
                label={OPTION_ADMIN_MSG.FIELD_PRICE}
                value={r.price}
                onChange={(v) => patch(r.key, { price: v })}
                w={150}
                hideControls
                data-testid={`option-price-${i}`}
              />
              <Checkbox
                label={OPTION_ADMIN_MSG.FIELD_DEFAULT}
                checked={r.isDefault}
                onChange={(e) => patch(r.key, { isDefault: e.currentTarget.checked })}
                mb={8}
                data-testid={`option-default-${i}`}
              />
              <Switch
                label={OPTION_ADMIN_MSG.FIELD_ACTIVE}
                checked={r.active}
                onChange={(e) => patch(r.key, { active: e.currentTarget.checked })}
                mb={8}
              />
              <Button
                variant="subtle"
                color="red"
                h={36}
                disabled={rows.length === 1}
                onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                data-testid={`option-remove-${i}`}
              >
                {OPTION_ADMIN_MSG.REMOVE}
              </Button>
            </Group>
            <Switch
              mt="xs"
              size="xs"
              label={OPTION_ADMIN_MSG.PRICES_PER_TYPE}
              checked={r.showPrices}
              onChange={(e) => patch(r.key, { showPrices: e.currentTarget.checked })}
            />
            {r.showPrices && (
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
                {options.transaction_types.map((t) => (
                  <AmountInput
                    key={t.m_t_t_id}
                    kind="money"
                    signed
                    size="xs"
                    label={t.m_t_t_name}
                    value={r.prices[String(t.m_t_t_id)] ?? r.price ?? 0}
                    onChange={(v) => patch(r.key, { prices: { ...r.prices, [String(t.m_t_t_id)]: v } })}
                  />
                ))}
              </SimpleGrid>
            )}
          </Paper>
        ))}
        <Button
          variant="light"
          h={44}
          disabled={rows.length >= OPTION_LIMITS.optionsMax}
          onClick={() => setRows((rs) => [...rs, newOption()])}
          data-testid="option-add"
        >
          {OPTION_ADMIN_MSG.ADD_OPTION}
        </Button>
      </Stack>
      <Text fz="sm" fw={600}>
        {OPTION_ADMIN_MSG.ATTACH}
      </Text>
      <Select
        placeholder={OPTION_ADMIN_MSG.ATTACH_PICK}
        data={pickData}
        searchable
        value={null}
        searchValue={pickSearch}
        onSearchChange={setPickSearch}
        onChange={(v) => {
          if (v) {
            setAttached((list) => [...list, v as AttachKey]);
            setPickSearch("");
          }
        }}
        data-testid="option-attach-pick"
      />
      <Stack gap={4} data-testid="option-attached">
        {attached.map((k, i) => (
          <Group key={k} gap="xs" wrap="nowrap" justify="space-between" data-testid="option-attached-row">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Badge variant="light" color={k.startsWith("k") ? "grape" : "blue"} style={{ flexShrink: 0 }}>
                {k.startsWith("k") ? OPTION_ADMIN_MSG.ATTACH_CATEGORY : OPTION_ADMIN_MSG.ATTACH_ITEM}
              </Badge>
              <Text fz="sm" lineClamp={1}>
                {labels.get(k) ?? k}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="default" size={36} disabled={i === 0} onClick={() => move(i, -1)} aria-label={OPTION_ADMIN_MSG.UP}>
                ↑
              </ActionIcon>
              <ActionIcon
                variant="default"
                size={36}
                disabled={i === attached.length - 1}
                onClick={() => move(i, 1)}
                aria-label={OPTION_ADMIN_MSG.DOWN}
              >
                ↓
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                onClick={() => setAttached((list) => list.filter((x) => x !== k))}
                aria-label={OPTION_ADMIN_MSG.REMOVE}
              >
                ✕
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
    </AdminFormModal>
  );
}
