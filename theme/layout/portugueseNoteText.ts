/** The Portuguese note's text and look, fetched only by a page reached from a Portuguese address. */
import strings from '../../i18n.json';
import './PortugueseNote.css';

export const PORTUGUESE_NOTE = strings.portugueseNoteText.pt;
