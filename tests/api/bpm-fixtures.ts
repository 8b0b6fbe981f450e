// A two-step approval (start → first → second → end) as a Camunda-style BPMN file, the attributes of each step given.
export const twoStepBpmn = (key: string, first: { name?: string; attrs: string }, second: { name?: string; attrs: string }) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="t">
  <process id="${key}" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="lead"/>
    <userTask id="lead" name="${first.name ?? 'Team lead'}" ${first.attrs}/><sequenceFlow id="f2" sourceRef="lead" targetRef="second"/>
    <userTask id="second" name="${second.name ?? 'Clerk'}" ${second.attrs}/><sequenceFlow id="f3" sourceRef="second" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;
