import { type ProjectFeatures, REMOTE_BOOLEAN_FEATURES, SOCIAL_OPTIONS } from "@foyer/protocol";
import { featureLabel, SOCIAL_LABELS } from "./featureLabels.js";

type BooleanFeature = (typeof REMOTE_BOOLEAN_FEATURES)[number] | "analytics";
const SWITCHES: readonly BooleanFeature[] = [...REMOTE_BOOLEAN_FEATURES, "analytics"];

/** The project's features as switches: each remote feature, analytics, and which social logins. */
export function FeatureToggles(props: {
  features: ProjectFeatures;
  onChange(features: ProjectFeatures): void;
}) {
  const { features, onChange } = props;
  return (
    <>
      <fieldset>
        <legend className="legend">Features</legend>
        <div className="checks">
          {SWITCHES.map((name) => (
            <label key={name} className="check">
              <input
                type="checkbox"
                checked={features[name]}
                onChange={(event) => onChange({ ...features, [name]: event.target.checked })}
              />
              {featureLabel(name)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="legend">{featureLabel("socials")}</legend>
        <div className="checks">
          {SOCIAL_OPTIONS.map((option) => (
            <label key={option} className="check">
              <input
                type="checkbox"
                checked={features.socials.includes(option)}
                onChange={(event) =>
                  onChange({
                    ...features,
                    // Kept in the default order, whatever order they are ticked in.
                    socials: SOCIAL_OPTIONS.filter((social) =>
                      social === option ? event.target.checked : features.socials.includes(social),
                    ),
                  })
                }
              />
              {SOCIAL_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
