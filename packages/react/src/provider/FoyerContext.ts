import type { Foyer } from "@foyer/core";
import { createContext } from "react";

/** The instance the tree renders; undefined outside a `FoyerProvider`. */
export const FoyerContext = createContext<Foyer | undefined>(undefined);
