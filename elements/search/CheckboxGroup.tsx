// A fieldset of checkboxes, used for the popover's scopes and the results page's filters. The
// rules (which box unchecks which) live in popover-scope.ts and result-filters.ts; this only draws
// the state it is given, so a rule that re-checks 'all' shows at once.
export interface CheckboxOption {
  key: string;
  label: string;
  checked: boolean;
}

export interface CheckboxGroupProps {
  legend: string;
  options: readonly CheckboxOption[];
  onToggle: (key: string, checked: boolean) => void;
}

export function CheckboxGroup({ legend, options, onToggle }: CheckboxGroupProps) {
  return (
    <fieldset part="filters" className="filters">
      <legend part="filters-legend" className="filters-legend">
        {legend}
      </legend>
      <div className="filters-options">
        {options.map((option) => (
          <label part="filter" className="filter" key={option.key} data-filter={option.key}>
            <input
              type="checkbox"
              part="filter-input"
              value={option.key}
              checked={option.checked}
              onChange={(event) => {
                const box = event.currentTarget as HTMLInputElement;
                const wanted = box.checked;
                // Back to the drawn state until the rules answer: a rule that refuses the change
                // ('all' cannot be unchecked alone) leaves state equal, so no render would undo it.
                box.checked = option.checked;
                onToggle(option.key, wanted);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
