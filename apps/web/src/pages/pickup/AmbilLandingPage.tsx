export function AmbilLandingPage() {
  return <div>AmbilLandingPage</div>;
}
