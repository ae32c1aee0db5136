x = 100;
xtype = class(x)
