// Plain predicates of spec §5 shared by the login page (no antd) and the antd account forms.
/** Phone must be 11 digits. */
export const PHONE_PATTERN = /^\d{11}$/;
