/** Back office · Meja: the form to add or edit a table (name, type, kind, display order). */
import { Group, NumberInput, Select, TextInput } from "@mantine/core";
import { PEOPLE_MSG, TABLE_LIMITS, TABLE_TYPES, type TableType } from "@waroeng/domain";
import { useState } from "react";
import { type AdminTable, createTable, type TableList, updateTable } from "../../api/adminPeople.ts";
import { SaveFormModal } from "./AdminFormModal.tsx";

/** Add (`table` null) or edit a table. */
export function TableFormModal(props: {
  table: AdminTable | null;
  kinds: TableList["kinds"];
  nextSort: number;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { table } = props;
  const [name, setName] = useState(table?.m_meja_nama ?? "");
  const [type, setType] = useState<string>(table?.m_meja_type ?? "meja");
  const [kind, setKind] = useState<string | null>(String(table?.m_meja_jenis_id ?? props.kinds[0]?.m_meja_jenis_id ?? ""));
  const [sort, setSort] = useState<number>(table?.m_meja_urut ?? props.nextSort);
  const save = async () => {
    const form = { m_meja_nama: name, m_meja_type: type as TableType, m_meja_jenis_id: Number(kind), m_meja_urut: sort };
    return table ? updateTable(table.m_meja_id, form) : createTable(form);
  };
  return (
    <SaveFormModal
      title={table ? `${PEOPLE_MSG.EDIT} ${table.m_meja_nama}` : PEOPLE_MSG.ADD_TABLE}
      onClose={props.onClose}
      save={save}
      savedMessage={table ? PEOPLE_MSG.TABLE_SAVED : PEOPLE_MSG.TABLE_CREATED}
      onSaved={props.onSaved}
      errorTestId="table-error"
      saveTestId="table-save"
    >
      <TextInput
        label={PEOPLE_MSG.COL_NAME}
        value={name}
        maxLength={TABLE_LIMITS.nameMax}
        onChange={(e) => setName(e.currentTarget.value)}
        data-testid="table-name"
        data-autofocus
      />
      <Group grow>
        <Select
          label={PEOPLE_MSG.COL_TYPE}
          data={[...TABLE_TYPES]}
          value={type}
          onChange={(v) => {
            const next = v ?? "meja";
            setType(next);
            // The kind named like the type (Meja, Bungkus, Express) follows it.
            const same = props.kinds.find((k) => k.m_meja_jenis_nama.toLowerCase() === next);
            if (same) {
              setKind(String(same.m_meja_jenis_id));
            }
          }}
          allowDeselect={false}
          size="md"
          data-testid="table-type"
        />
        <Select
          label={PEOPLE_MSG.COL_KIND}
          data={props.kinds.map((k) => ({ value: String(k.m_meja_jenis_id), label: k.m_meja_jenis_nama }))}
          value={kind}
          onChange={setKind}
          allowDeselect={false}
          size="md"
          data-testid="table-kind"
        />
      </Group>
      <NumberInput
        label={PEOPLE_MSG.COL_SORT}
        value={sort}
        min={0}
        max={TABLE_LIMITS.sortMax}
        allowDecimal={false}
        allowNegative={false}
        onChange={(v) => setSort(typeof v === "number" ? v : 0)}
        data-testid="table-sort"
      />
    </SaveFormModal>
  );
}
