MATLAB documentation, https://www.mathworks.com/help/matlab/ref/timetable.html: The documented timetable: row times named after their workspace variable (MeasurementTime).
