import { useRoute } from "../../hooks/useRoute.js";
import { RegisterAccountName } from "./RegisterAccountName.js";
import { RegisterAccountNameSuccess } from "./RegisterAccountNameSuccess.js";

/**
 * The account-name views as one chunk and one registry entry: RegisterAccountName, and
 * RegisterAccountNameSuccess once a name is registered (behaviour §2).
 */
export function AccountName() {
  const { view } = useRoute();
  return view === "RegisterAccountNameSuccess" ? (
    <RegisterAccountNameSuccess />
  ) : (
    <RegisterAccountName />
  );
}
