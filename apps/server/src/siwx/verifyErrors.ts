/** The signature could not be checked (upstream down), as opposed to being wrong. */
export class SignatureCheckUnavailable extends Error {
  override name = "SignatureCheckUnavailable";
}
