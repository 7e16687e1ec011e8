// The dashboard answers on /, /dashboard-page and /home-page (specification, section 2).
export { default, dynamic } from "../page";
