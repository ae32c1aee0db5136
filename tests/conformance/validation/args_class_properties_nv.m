s = SensorConfigV(SampleRate=44100, Label="mic");
fprintf('%g %g %s\n', s.SampleRate, s.Resolution, s.Label);
s = SensorConfigV();
fprintf('%g %s\n', s.SampleRate, s.Label);
try
    SensorConfigV(Resolution=2.5);
catch ME
    disp(ME.identifier)
end
