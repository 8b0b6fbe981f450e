// What the console hands the process designer: the template's file and node settings, how to save and publish, and the
// choices its forms offer (users through the console's own picker, roles, departments, positions, forms and their
// fields). The designer never calls the API itself.
import type { ComponentType, ReactNode } from 'react';
import type { Language, NodeSettings } from '@yc/engine';
import type { SaveAnswer } from '../../ui/saving.ts';
import type { KeepingProps } from '../../ui/keeping.ts';

export interface ChoiceOption {
  value: string;
  label: string;
}

/** The console's user picker (usernames). */
export type UserPickerComponent = ComponentType<{ value?: string[]; onChange?(value: string | string[]): void; multiple?: boolean; 'data-testid'?: string }>;

export interface AssigneeChoices {
  UserPicker: UserPickerComponent;
  roles: readonly ChoiceOption[];
  departments: readonly ChoiceOption[];
  positions: readonly ChoiceOption[];
}

export type NodeSettingsMap = Record<string, NodeSettings>;

/** A template as stored now: what a stale save is told (its lock version, file and node settings). */
export interface StoredProcess {
  version: number;
  xml: string;
  nodes: NodeSettingsMap;
}

export interface ProcessDesignerProps extends KeepingProps {
  lang: Language;
  /** The template's BPMN file. */
  xml: string;
  /** The template's key: the process of the file that is designed. */
  processKey: string;
  nodes: NodeSettingsMap;
  /** The template's lock version (saves name the version they were read at). */
  version: number;
  /** Saves the design at a version; a stale answer carries the template as stored now (the user's work merges onto it). */
  save(xml: string, nodes: NodeSettingsMap, version: number): Promise<SaveAnswer<StoredProcess>>;
  /** Publishes the saved design (asked first by the console); its answer is the template's new lock version. */
  publish?(version: number): Promise<number | undefined>;
  /** Reads the template again (after a stale save the user chose not to save over). */
  onReload(): void;
  assignees: AssigneeChoices;
  forms: readonly ChoiceOption[];
  /** The fields of a form (field permissions, form-field assignees, condition fields). */
  formFields(formCode: string): Promise<ChoiceOption[]>;
  /** The form the process runs on (its fields are offered for conditions). */
  processFormCode?: string;
  /** More toolbar content (the console's). */
  extra?: ReactNode;
}
