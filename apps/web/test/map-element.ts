/** A map container with a size, in the page (jsdom lays nothing out, and Leaflet loads no tiles into a 0×0 map). */
export function sizedMapElement(width = 400, height = 300) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: width });
  Object.defineProperty(element, 'clientHeight', { value: height });
  document.body.append(element);
  return element;
}
