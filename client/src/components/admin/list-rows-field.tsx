import { useEffect, useId, useRef } from 'react';
import { FiPlus, FiX } from 'react-icons/fi';
import styled from 'styled-components';
import { ErrorText, FieldLabel, RequiredMark, textControl } from './form-fields';
import { buttonStates } from './image-drop-zone';
import { Button } from '../ui/button';
import { theme } from '../../shared/theme';

interface ListRowsFieldProps {
  /** The group's label ('Features'); each row is named by `item` ('Feature 1'). */
  label: string;
  item: string;
  features: string[];
  onChange: (features: string[]) => void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A list field as one text input per item (a product's features, SPEC §5): rows can be added, and removed
 * while more than one remains. A new row takes the focus so the keyboard flow continues.
 */
export function ListRowsField({ label, item, features, onChange, error, disabled, required }: ListRowsFieldProps) {
  const labelId = useId();
  const errorId = useId();
  // Stable keys per row, so removing one keeps the others' inputs (and focus) in place.
  const keys = useRef<number[]>(features.map((_, index) => index));
  const nextKey = useRef(features.length);
  if (keys.current.length !== features.length) {
    keys.current = features.map(() => nextKey.current++);
  }
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const focusKey = useRef<number | null>(null);

  useEffect(() => {
    if (focusKey.current === null) return;
    inputs.current.get(focusKey.current)?.focus();
    focusKey.current = null;
  });

  const update = (index: number, value: string) => onChange(features.map((feature, i) => (i === index ? value : feature)));

  const add = () => {
    const key = nextKey.current++;
    keys.current = [...keys.current, key];
    focusKey.current = key;
    onChange([...features, '']);
  };

  const remove = (index: number) => {
    keys.current = keys.current.filter((_, i) => i !== index);
    // Focus the row that takes its place (or the one before), never lose it to the page.
    const neighbour = keys.current[Math.min(index, keys.current.length - 1)];
    focusKey.current = neighbour ?? null;
    onChange(features.filter((_, i) => i !== index));
  };

  return (
    <Group role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <FieldLabel id={labelId}>
        {label}
        {required && <RequiredMark />}
      </FieldLabel>
      <Rows>
        {features.map((feature, index) => {
          const key = keys.current[index];
          return (
            <Row key={key}>
              <Input
                ref={(node) => {
                  if (node) inputs.current.set(key, node);
                  else inputs.current.delete(key);
                }}
                value={feature}
                onChange={(event) => update(index, event.target.value)}
                aria-label={`${item} ${index + 1}`}
                aria-invalid={error ? true : undefined}
                placeholder={`${item} ${index + 1}`}
                disabled={disabled}
                $invalid={Boolean(error)}
              />
              {features.length > 1 && (
                <RemoveButton
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={`Remove ${item.toLowerCase()} ${index + 1}`}
                  disabled={disabled}
                >
                  <FiX aria-hidden />
                </RemoveButton>
              )}
            </Row>
          );
        })}
      </Rows>
      <div>
        <Button variant="secondary" size="sm" onClick={add} disabled={disabled} icon={<FiPlus aria-hidden />}>
          Add {item}
        </Button>
      </div>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Group>
  );
}

const Group = styled.div`
  display: grid;
  gap: ${theme.space(2)};
`;

const Rows = styled.div`
  display: grid;
  gap: ${theme.space(2)};
`;

const Row = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  align-items: center;
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${textControl}
  flex: 1;
  min-width: 0;
`;

const RemoveButton = styled.button`
  display: inline-flex;
  flex: none;
  padding: 10px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.danger};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.colors.surface};
  }
  ${buttonStates}
`;
