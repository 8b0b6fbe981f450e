// Designer components (table model / ER, form, page, portal, process, dataset and widget editors) arrive with the designer issues.
export const DESIGNER_PACKAGE = '@yc/designer';
