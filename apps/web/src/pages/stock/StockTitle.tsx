/** The stock screens' heading (Stok, Menu Habis, Gagal Proses, Bungkusan): the title, a count badge beside it when given, the hint under it. */
import { Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export function StockTitle({ title, hint, badge }: { title: string; hint: string; badge?: ReactNode }) {
  return (
    <div>
      <Title order={2} fz={28}>
        {title}
        {badge !== undefined && <> {badge}</>}
      </Title>
      <Text c="dimmed">{hint}</Text>
    </div>
  );
}
