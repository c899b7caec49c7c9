/** A screen's first load: a large spinner, centred, with 80 px above and below. */
import { Center, Loader } from "@mantine/core";

export function PageLoader() {
  return (
    <Center py={80}>
      <Loader size="lg" />
    </Center>
  );
}
