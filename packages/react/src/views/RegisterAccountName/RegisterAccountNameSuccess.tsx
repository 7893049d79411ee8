import type { FoyerNames } from "@foyer/core/internal";
import type { ReactNode } from "react";
import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useStore } from "../../hooks/useStore.js";
import { useNamesMessages } from "../../i18n/useNamesMessages.js";
import { ViewButton } from "../ViewButton.js";

/** Behaviour §2 RegisterAccountNameSuccess: the name just registered; Done returns to Account. */
export function RegisterAccountNameSuccess() {
  const foyer = useFoyer();
  const names = useNamesMessages();
  const done = (
    <ViewButton view="Account" reset className="primary">
      {names.done}
    </ViewButton>
  );
  if (!foyer.names) return <StatusMessage title={names.successTitle}>{done}</StatusMessage>;
  return <Registered flow={foyer.names}>{done}</Registered>;
}

function Registered({ flow, children }: { flow: FoyerNames; children: ReactNode }) {
  const names = useNamesMessages();
  const registered = useStore(flow.store, (s) => s.registered);
  return (
    <StatusMessage
      title={names.successTitle}
      {...(registered ? { body: names.successBody(registered.name) } : {})}
    >
      {children}
    </StatusMessage>
  );
}
