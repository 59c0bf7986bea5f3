// Stylesheets imported by components mean nothing to jsdom.
export default {};
