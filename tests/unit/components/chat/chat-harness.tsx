// The real ChatProvider and SWR set-up around a chat component, with the network edge (the fetcher) and the session
// mocked by each test file: jest.mock("@/lib/client/fetcher") and jest.mock("next-auth/react").
import { render } from "@testing-library/react";
import { SWRConfig } from "swr";
import { ChatProvider } from "@/components/chat/chat-provider";
import { CachePolicy } from "@/lib/client/cache-policy";
import { PolicyCache } from "@/lib/client/swr-cache";
import { swrOptions } from "@/lib/client/swr-provider";

export function renderInChat(ui: React.ReactElement) {
  const cache = new PolicyCache(new CachePolicy({ storage: null, every: () => () => undefined }));
  return render(
    <SWRConfig value={{ ...swrOptions, provider: () => cache, dedupingInterval: 0 }}>
      <ChatProvider>{ui}</ChatProvider>
    </SWRConfig>,
  );
}
