months = {'Jan','Feb','Mar','Apr'};
rainfall = [327.2 368.2 197.6 178.4];
M = containers.Map(months,rainfall);
keySet = {'Apr'};
valueSet = values(M,keySet)
