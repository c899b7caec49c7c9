export function HistoryPage() {
  return <div>HistoryPage</div>;
}
