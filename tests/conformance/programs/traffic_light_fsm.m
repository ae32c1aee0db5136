% a traffic light state machine driven by a timer and a pedestrian button
states = {'green', 'yellow', 'red'};
durations = [4 1 3];
state = 1;
t_in_state = 0;
button_times = [2 9];
log = '';
for t = 0:14
  pressed = any(button_times == t);
  if pressed && state == 1 && t_in_state >= 1
    fprintf('t=%2d button pressed, cutting green short\n', t);
    t_in_state = durations(1);
  end
  if t_in_state >= durations(state)
    state = mod(state, 3) + 1;
    t_in_state = 0;
    fprintf('t=%2d -> %s\n', t, states{state});
  end
  log(end+1) = upper(states{state}(1));
  t_in_state = t_in_state + 1;
end
disp(log)
fprintf('green share: %.2f\n', mean(log == 'G'));
