/**
 * Every non-JSON-RPC error the server returns has this shape. `message` is
 * what clients match on, so the project-guard messages must never change.
 */
export interface ErrorBody {
  code: string;
  error: string;
  message: string;
}

export const invalidProjectId: ErrorBody = {
  code: "INVALID_PROJECT_ID",
  error: "Invalid Project ID",
  message: "Unauthorized: invalid key",
};

export const originNotAllowed: ErrorBody = {
  code: "INVALID_APP_CONFIGURATION",
  error: "Invalid App Configuration",
  message: "Unauthorized: origin not allowed",
};
