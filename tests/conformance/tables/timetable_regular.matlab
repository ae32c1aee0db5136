MATLAB documentation, https://www.mathworks.com/help/matlab/ref/timetable.html: 'TimeStep' and 'SampleRate' make regular row times from 'StartTime' (default 0 seconds).
