export function LoginPage() {
  return <div>LoginPage</div>;
}
