/** Hari Ini (head office): every outlet's figures of today. */
import { Title } from "@mantine/core";
import { HQ_MSG } from "@waroeng/domain";

export function HqTodayPage() {
  return <Title order={2}>{HQ_MSG.TODAY_TITLE}</Title>;
}
