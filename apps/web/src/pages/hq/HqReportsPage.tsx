/** Laporan (head office): reports across outlets. */
import { Title } from "@mantine/core";
import { HQ_MSG } from "@waroeng/domain";

export function HqReportsPage() {
  return <Title order={2}>{HQ_MSG.REPORTS_TITLE}</Title>;
}
