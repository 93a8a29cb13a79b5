// jsdom has no PointerEvent: a MouseEvent with a pointer id stands in (clientX, button, buttons),
// for the components that listen to pointer events (the whiteboard, the colour wheel).
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventStub });
}
