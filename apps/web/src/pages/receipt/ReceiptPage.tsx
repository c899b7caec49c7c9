/**
 * The printable receipt (/struk/{id}?mode=): GET /cashier/print-transaksi/{id}/{mode} rendered as a
 * thermal slip of 58 or 80 mm, printed once loaded (not with `noprint=1`). No navigation.
 */

import { Alert, Button, Center, Group, Loader, SegmentedControl } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { MSG, SCREEN_MSG } from "@waroeng/domain";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { fetchPrintableReceipt } from "../../api/history.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { ReceiptSlip } from "./ReceiptSlip.tsx";
import classes from "./receipt.module.css";
import { receiptDocumentOf } from "./receiptDocument.ts";

const PX_PER_MM = 96 / 25.4;

export function ReceiptPage() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const mode = search.get("mode") || "1";
  const noPrint = search.get("noprint") === "1";
  const receipt = useQuery({
    queryKey: queryKeys.history.receipt(id, mode),
    queryFn: async () => (await fetchPrintableReceipt(id, mode, true)).data,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const [paperChoice, setPaperChoice] = useState<58 | 80 | null>(null);
  const paper: 58 | 80 = paperChoice ?? (receipt.data?.paper_mm === 80 ? 80 : 58);
  const slipRef = useRef<HTMLDivElement>(null);
  const [heightMm, setHeightMm] = useState<number | null>(null);
  const printed = useRef(false);

  // The page is as long as the slip: a roll printer feeds no blank paper after it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the slip or its paper changes
  useLayoutEffect(() => {
    if (slipRef.current) {
      setHeightMm(Math.ceil(slipRef.current.offsetHeight / PX_PER_MM) + 2);
    }
  }, [receipt.data, paper]);

  useEffect(() => {
    if (!receipt.data || noPrint || printed.current) {
      return;
    }
    // Marked when it fires (not when scheduled), so a re-run of the effect cannot skip the print.
    const timer = window.setTimeout(() => {
      printed.current = true;
      window.print();
    }, 300);
    return () => window.clearTimeout(timer);
  }, [receipt.data, noPrint]);

  useEffect(() => {
    document.title = receipt.data ? SCREEN_MSG.receiptTitle(receipt.data.r_t_nota_code) : SCREEN_MSG.RECEIPT;
  }, [receipt.data]);

  const pageCss = `@page { size: ${paper}mm auto; ${heightMm ? `size: ${paper}mm ${heightMm}mm; ` : ""}margin: 0 }`;
  return (
    <div className={classes.screen} data-testid="receipt-page">
      <style>{pageCss}</style>
      <Group className={`${classes.toolbar} no-print`} justify="space-between">
        <SegmentedControl
          value={String(paper)}
          onChange={(value) => setPaperChoice(value === "80" ? 80 : 58)}
          data={[
            { value: "58", label: "58 mm" },
            { value: "80", label: "80 mm" },
          ]}
          size="md"
          data-testid="receipt-paper"
        />
        <Button size="md" onClick={() => window.print()} disabled={!receipt.data} data-testid="receipt-print">
          {SCREEN_MSG.PRINT}
        </Button>
      </Group>
      {receipt.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : receipt.isError ? (
        <Alert color="red" title={MSG.OOPS_TITLE} maw={420} mx="auto">
          {receipt.error.message}
        </Alert>
      ) : (
        <ReceiptSlip ref={slipRef} document={receiptDocumentOf(receipt.data)} paper={paper} />
      )}
    </div>
  );
}
