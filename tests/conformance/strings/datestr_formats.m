% datestr with explicit formats and datenum from text
datestr(738000.5, 'yyyy-mm-dd HH:MM:SS')
datestr(730486, 'dd/mm/yyyy')
datenum('2020-01-01', 'yyyy-mm-dd')
weekday(738000)
